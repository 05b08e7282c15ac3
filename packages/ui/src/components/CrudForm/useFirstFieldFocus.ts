import { type RefCallback, useCallback, useEffect, useRef } from 'react';

/** What a control's ref gives: its element, or a handle of its own (the rich text editor's). */
type Control = { focus?: () => void } | null;

export interface FirstFieldFocusOptions {
  /** The form element's id: a person already in one of its fields keeps their place. */
  formId: string;
  /** The field to start in (the first the person can edit); none: the form takes no focus. */
  field: string | undefined;
  /** Whether the fields show and can be typed in (open, not read-only, loaded). */
  shown: boolean;
  /** Another opening of the same form (a mode of its own) starts over. */
  opening: unknown;
}

/**
 * Puts the cursor in the form's first editable field once the fields show (the dialog itself
 * focuses its close button), unless the person is already in a field of the form: a frame later
 * they may have clicked one, and taking the focus from it sent their typing to the first field.
 *
 * The focus is moved at once, through the control's own ref, in the same frame as the check: with
 * react-hook-form's `setFocus` it moved a timer later, so a click into 参数键值 between the check
 * and the timer lost its typing to 参数名称 (CI, 2026-12-03). Returns the ref to give each control,
 * beside react-hook-form's own (`refFor(name, field.ref)`).
 */
export function useFirstFieldFocus({ formId, field, shown, opening }: FirstFieldFocusOptions) {
  const controls = useRef(new Map<string, Control>());
  // One ref callback per field for the form's life (a new one each render would detach and attach
  // every control on every keystroke), calling react-hook-form's latest.
  const formRefs = useRef(new Map<string, RefCallback<Control>>());
  const ours = useRef(new Map<string, RefCallback<Control>>());

  const refFor = useCallback((name: string, formRef: RefCallback<Control>): RefCallback<Control> => {
    formRefs.current.set(name, formRef);
    let ref = ours.current.get(name);
    if (!ref) {
      ref = (control) => {
        formRefs.current.get(name)?.(control);
        if (control) controls.current.set(name, control);
        else controls.current.delete(name);
      };
      ours.current.set(name, ref);
    }
    return ref;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening (and after a detail load).
  useEffect(() => {
    if (!shown || !field) return;
    const frame = requestAnimationFrame(() => {
      if (document.getElementById(formId)?.contains(document.activeElement)) return;
      const control = controls.current.get(field);
      if (typeof control?.focus === 'function') control.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, opening]);

  return refFor;
}
