import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DocumentUpload } from './useDocumentUpload';

/**
 * The file being uploaded repeats a document already there (the same content, or the same
 * name with other content): replace it (only its uploader may), keep both, or don't upload.
 */
export function DuplicateDialog({ upload }: { upload: DocumentUpload }) {
  const { actorRef, duplicate, processingName } = upload;
  // Keep showing the choice while the dialog animates closed.
  const [shown, setShown] = useState({ duplicate, name: processingName });
  if (duplicate && duplicate !== shown.duplicate) setShown({ duplicate, name: processingName });
  const match = shown.duplicate;
  const sameContent = match?.kind === 'same-content';
  const dontUpload = () => actorRef.send({ type: 'duplicate.cancel' });

  return (
    <Modal
      opened={duplicate !== null}
      onClose={dontUpload}
      title={sameContent ? 'Already Uploaded' : 'A Document With This Name Exists'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {match && (
        <Stack>
          <Text size="sm" className="wrap-anywhere">
            {sameContent
              ? `${shown.name} has the same content as ${match.name}, which is already in the documents.`
              : `${match.name} is already in the documents, with other content.`}
            {!match.replaceable && ' Only whoever uploaded it can replace it.'}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={dontUpload}>
              {"Don't upload"}
            </Button>
            <Button variant="default" onClick={() => actorRef.send({ type: 'duplicate.keepBoth' })}>
              Keep both (as {match.keepBothName})
            </Button>
            {match.replaceable && (
              <Button onClick={() => actorRef.send({ type: 'duplicate.replace' })}>
                {sameContent ? 'Replace' : 'Replace as a new version'}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
