export { TreeAside, type TreeAsideProps } from './TreeAside';
