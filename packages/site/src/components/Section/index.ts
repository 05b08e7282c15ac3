export { Section, type SectionProps } from './Section';
export { Block, Container } from './Section.styles';
