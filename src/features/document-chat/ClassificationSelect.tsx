import { Select, Text, type SelectProps } from '@mantine/core';
import { isClassification, type Classification } from '@domain/classification';
import { useTypeahead } from '@/components/typeahead';
import type { UploadLevelOption } from '@/lib/documents/access';

/**
 * A classification level to upload at: levels above the uploader's clearance are offered
 * disabled, with the reason; letters typed jump to a level, as in a native select.
 */
export function ClassificationSelect({
  levels,
  value,
  onChange,
  autoFocus,
  ...props
}: {
  levels: readonly UploadLevelOption[];
  value: Classification;
  onChange: (level: Classification) => void;
  autoFocus?: boolean;
} & Pick<SelectProps, 'label' | 'placeholder' | 'description' | 'aria-label'>) {
  const reasons = new Map(levels.map((option) => [option.level, option.reason]));
  const options = levels.map(({ level, disabled }) => ({ value: level, label: level, disabled }));
  const typeahead = useTypeahead(options, onChange);
  return (
    <Select
      {...props}
      data={options}
      renderOption={({ option }) => {
        const reason = reasons.get(option.value as UploadLevelOption['level']);
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {reason && (
              <Text size="xs" c="dimmed">
                {reason}
              </Text>
            )}
          </div>
        );
      }}
      value={value}
      onChange={(level) => {
        if (isClassification(level)) onChange(level);
      }}
      onKeyDown={typeahead}
      allowDeselect={false}
      data-autofocus={autoFocus || undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
