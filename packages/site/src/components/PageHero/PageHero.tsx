import type { ReactNode } from 'react';
import { Container } from '../Section';
import { Band } from './PageHero.styles';

/** The top of an inner page: its `<h1>` and a sentence about it. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Band>
      <Container>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
        {children}
      </Container>
    </Band>
  );
}
