// Every part of the menu is public.
export * from './DropdownMenu';
