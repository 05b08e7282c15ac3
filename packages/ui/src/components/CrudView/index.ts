export { CrudView, type CrudViewProps } from './CrudView';
