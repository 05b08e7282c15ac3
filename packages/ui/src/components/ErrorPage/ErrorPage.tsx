import type { HTMLAttributes, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { type ErrorCode, ErrorIllustration } from './ErrorIllustration';
import { Actions, Art, Code, Description, Root, Text, Title } from './ErrorPage.styles';

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  code: ErrorCode;
  /** What the visitor can do next, e.g. a Button wrapping the app's router link home. */
  action?: ReactNode;
  /** Overrides the translated title. */
  title?: ReactNode;
  /** Overrides the translated description. */
  description?: ReactNode;
  /** Render as the page's `<main>` landmark (default); false when the app layout already has one. */
  landmark?: boolean;
}

/** The 403 / 404 / 500 page: illustration, code, translated title and description. */
export function ErrorPage({ code, action, title, description, landmark = true, ...rest }: ErrorPageProps) {
  const { t } = useUiTranslation('ui');
  return (
    <Root as={landmark ? 'main' : 'div'} {...rest}>
      <Art viewBox="0 0 340 250" aria-hidden="true" focusable="false">
        <ErrorIllustration code={code} />
      </Art>
      <Text>
        <Code aria-hidden="true">{code}</Code>
        <Title>
          <VisuallyHidden>{code} </VisuallyHidden>
          {title ?? t(`errorPage.${code}.title`)}
        </Title>
        <Description>{description ?? t(`errorPage.${code}.description`)}</Description>
        {action != null ? <Actions>{action}</Actions> : null}
      </Text>
    </Root>
  );
}
