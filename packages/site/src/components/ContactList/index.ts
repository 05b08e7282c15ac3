export { ContactList } from './ContactList';
