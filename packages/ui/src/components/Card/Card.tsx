import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Body, type CardShadow, Extra, Footer, Header, Root, Title } from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline (default h3). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Actions or meta on the right of the header. */
  extra?: ReactNode;
  footer?: ReactNode;
  /** Body padding (false for edge-to-edge content such as tables). */
  padded?: boolean;
  shadow?: CardShadow;
  ref?: Ref<HTMLElement>;
}

/** A surface that groups related content; titled cards are labelled regions. */
export function Card({
  title,
  titleAs = 'h3',
  extra,
  footer,
  padded = true,
  shadow = 'never',
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const hasHeader = title != null || extra != null;
  return (
    <Root $shadow={shadow} aria-labelledby={title != null ? titleId : undefined} {...rest}>
      {hasHeader ? (
        <Header>
          {title != null ? (
            <Title as={titleAs} id={titleId}>
              {title}
            </Title>
          ) : (
            <span />
          )}
          {extra != null ? <Extra>{extra}</Extra> : null}
        </Header>
      ) : null}
      <Body $padded={padded}>{children}</Body>
      {footer != null ? <Footer>{footer}</Footer> : null}
    </Root>
  );
}
