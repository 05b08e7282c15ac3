import type { ReactElement } from 'react';
import { expect, type screen } from 'storybook/test';
import { type FieldControlProps, FormField } from '../../components/FormField';

interface FieldErrorStoryOptions {
  /** The field's label, which also names the control. */
  label: string;
  error: string;
  /** The control's ARIA role, to find it by. */
  role: Parameters<typeof screen.getByRole>[0];
  control: ReactElement<Partial<FieldControlProps>>;
}

/**
 * A story of `control` inside a required FormField showing `error`: it checks that FormField wired
 * the control to its label and its error (the accessible name and description).
 */
export function fieldErrorStory({ label, error, role, control }: FieldErrorStoryOptions) {
  return {
    render: () => (
      <FormField label={label} required error={error}>
        {control}
      </FormField>
    ),
    play: async ({ canvas }: { canvas: Pick<typeof screen, 'getByRole'> }) => {
      await expect(canvas.getByRole(role, { name: label })).toHaveAccessibleDescription(error);
    },
  };
}
