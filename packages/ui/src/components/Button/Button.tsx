import {
  type ButtonHTMLAttributes,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useMemo,
} from 'react';
// The bare glyph, not `Spinner`: its translated label would bring i18next into every app with a button.
import { SpinnerGlyph } from '../Spinner/SpinnerGlyph';
import { type ButtonSize, type ButtonVariant, Label, StyledButton } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; `primary` follows the accent colour, the status variants their own colour. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner (in place of `icon`), sets `aria-busy` and ignores clicks while true. */
  loading?: boolean;
  /** Leading icon (e.g. a lucide-react icon). A button with only an icon needs an `aria-label`. */
  icon?: ReactNode;
  fullWidth?: boolean;
  /**
   * Renders the single child element (e.g. the app's router `<Link>`) with the button's styling
   * and behaviour merged in, instead of a `<button>`.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The action control. */
export function Button({
  variant = 'default',
  size = 'default',
  loading = false,
  disabled = false,
  icon,
  fullWidth = false,
  asChild = false,
  type,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  // One composed ref while neither changes: a new one each render would detach and attach both
  // (null, then the element) on every commit, and a ref that sets state would render again.
  const childRef =
    asChild && isValidElement<ChildProps>(children)
      ? (children as ReactElement<ChildProps>).props.ref
      : undefined;
  const ref = useMemo(() => bothRefs(rest.ref, childRef), [rest.ref, childRef]);
  const lead = loading ? <SpinnerGlyph size="1em" tone="current" aria-hidden /> : icon;
  const iconOnly = children == null || children === false;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled does not stop activation the way `disabled` does, so guard it here.
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const a11y = asChild
    ? { 'aria-disabled': inert || undefined }
    : {
        type: type ?? 'button',
        // A loading button stays focusable: `disabled` would drop focus to <body>.
        disabled: disabled && !loading,
        'aria-disabled': loading || undefined,
      };

  const styling = {
    $variant: variant,
    $size: size,
    $fullWidth: fullWidth,
    $iconOnly: iconOnly && lead != null,
    'data-inert': inert ? '' : undefined,
    'aria-busy': loading || undefined,
    ...a11y,
    ...rest,
  };

  if (asChild) {
    // The child element drawn as the button (styled-components' `as`), its own props kept, its
    // click before the button's guard (the order Radix's Slot composes them). Not Radix's Slot: the
    // button is on every first paint (/login's too), and the slot's general merging would add
    // ~1.2 KB gzip to each for this one case.
    if (!isValidElement<ChildProps>(children)) throw new Error('Button asChild needs one element child');
    const {
      children: content,
      onClick: childClick,
      ref: _childRef,
      ...childProps
    } = (children as ReactElement<ChildProps>).props;
    return (
      <StyledButton
        as={children.type}
        {...styling}
        {...childProps}
        ref={ref}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          childClick?.(event);
          handleClick(event);
        }}
      >
        {lead}
        {content}
      </StyledButton>
    );
  }
  return (
    <StyledButton {...styling} onClick={handleClick}>
      {lead}
      {iconOnly ? null : <Label>{children}</Label>}
    </StyledButton>
  );
}

interface ChildProps {
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The Button's ref and its `asChild` child's own, both given the element (as Radix's Slot composes
 * them, kept the same across renders by the caller's useMemo): the child's alone won, and a Button ref (a dialog's initial focus, a tooltip's anchor) came
 * back empty.
 */
function bothRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): Ref<T> | undefined {
  if (!a || !b) return a ?? b;
  return (node: T | null) => {
    const detach = [a, b].map((ref) => {
      if (typeof ref !== 'function') {
        ref.current = node;
        return () => {
          ref.current = null;
        };
      }
      // A callback ref may hand back its own cleanup (React 19); else it is called with null.
      const cleanup = ref(node);
      return typeof cleanup === 'function' ? cleanup : () => void ref(null);
    });
    return () => {
      for (const cleanup of detach) cleanup();
    };
  };
}
