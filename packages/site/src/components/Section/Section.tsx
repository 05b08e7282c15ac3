import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Block, Container, Head } from './Section.styles';

export interface SectionProps {
  /** Id of the heading, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** A link beside the heading ("more news"). */
  action?: { to: string; label: ReactNode };
  children: ReactNode;
}

/** A titled part of a page (an `<h2>`), in the page column. */
export function Section({ id, title, action, children }: SectionProps) {
  return (
    <Block aria-labelledby={id}>
      <Container>
        <Head>
          <h2 id={id}>{title}</h2>
          {action ? <Link to={action.to}>{action.label}</Link> : null}
        </Head>
        {children}
      </Container>
    </Block>
  );
}
