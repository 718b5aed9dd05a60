import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef } from 'react';
import { ACCEPT_ATTRIBUTE } from '@domain/upload-rules';

/** Opens the file picker for one or several files, filtered to the accepted document types. */
export function AttachButton({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      accept={ACCEPT_ATTRIBUTE}
      resetRef={reset}
      disabled={disabled}
      multiple
      onChange={(files) => {
        // Forget the choice so picking the same files again still reports them.
        reset.current?.();
        onFiles(files);
      }}
      inputProps={{ 'aria-label': 'Choose a document to upload' } as object}
    >
      {(props) => (
        <Tooltip label="Attach a document">
          <ActionIcon
            {...props}
            variant="default"
            size={36}
            aria-label="Attach document"
            disabled={disabled}
          >
            <IconPaperclip size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
