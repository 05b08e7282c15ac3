import {
  type ChangeEvent,
  type Ref,
  type TextareaHTMLAttributes,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { isAriaTrue, joinIds } from '../../utils/fieldAria';
import { useOwnRef } from '../../utils/ownRef';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { Count, NativeTextarea, Wrapper } from './Textarea.styles';

/** SPEC §5: a parameter value is multi-line with at least 6 rows. */
export const DEFAULT_TEXTAREA_ROWS = 6;

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Minimum visible rows (default 6). */
  rows?: number;
  /** Grow with the content up to this many rows (then scroll); omitted: fixed height. */
  maxRows?: number;
  /** Shows "n / maxLength" (needs `maxLength`). */
  showCount?: boolean;
  invalid?: boolean;
  resize?: 'none' | 'vertical' | 'both';
  /** Class of the outer wrapper. */
  wrapperClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text with a minimum number of rows, optional auto-grow and character count. */
export function Textarea({
  rows = DEFAULT_TEXTAREA_ROWS,
  maxRows,
  showCount = false,
  invalid = false,
  resize = 'vertical',
  wrapperClassName,
  maxLength,
  value,
  defaultValue,
  onChange,
  ref,
  ...rest
}: TextareaProps) {
  const { t } = useUiTranslation('ui');
  const countId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const setRefs = useOwnRef(inner, ref);
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value ?? '').length : uncontrolledLength;

  const fit = useCallback(() => {
    const el = inner.current;
    if (!el || maxRows == null) return;
    const style = getComputedStyle(el);
    const line = Number.parseFloat(style.lineHeight) || 22;
    const chrome =
      Number.parseFloat(style.paddingTop) +
      Number.parseFloat(style.paddingBottom) +
      Number.parseFloat(style.borderTopWidth) +
      Number.parseFloat(style.borderBottomWidth);
    el.style.height = 'auto';
    const wanted = Math.min(Math.max(el.scrollHeight, rows * line + chrome), maxRows * line + chrome);
    el.style.height = `${wanted}px`;
  }, [rows, maxRows]);

  useLayoutEffect(() => {
    fit();
  });

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const isInvalid = invalid || isAriaTrue(rest['aria-invalid']);
  const counted = showCount && maxLength != null;
  const describedBy = joinIds(rest['aria-describedby'], counted && countId);
  return (
    <Wrapper className={wrapperClassName}>
      <NativeTextarea
        ref={setRefs}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        $resize={maxRows != null ? 'none' : resize}
        data-counted={counted ? '' : undefined}
        {...rest}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
      />
      {counted ? (
        <>
          <Count aria-hidden="true" data-over={length >= maxLength ? '' : undefined}>
            {t('textarea.count', { count: length, max: maxLength })}
          </Count>
          <VisuallyHidden id={countId}>
            {t('textarea.countLabel', { count: length, max: maxLength })}
          </VisuallyHidden>
        </>
      ) : null}
    </Wrapper>
  );
}
