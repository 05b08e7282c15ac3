// Components (kept sorted by Biome: append a line anywhere and run `biome check --write`). Chart and
// RichTextEditor are in subpaths of their own (charts.ts, rich-text.ts), as FlowViewer is (flow.ts):
// they need optional peer dependencies.
export * from './components/Alert';
export * from './components/AppShell';
export * from './components/Badge';
export * from './components/Breadcrumbs';
export * from './components/Button';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/ColorPicker';
export * from './components/Confirm';
export * from './components/ConflictDialog';
export * from './components/ContextMenu';
export * from './components/CrudForm';
export * from './components/CrudTable';
export * from './components/CrudView';
export * from './components/DatePicker';
export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/Empty';
export * from './components/ErrorLogDialog';
export * from './components/ErrorPage';
export * from './components/Form';
export * from './components/FormDialog';
export * from './components/FormField';
export * from './components/GrantDialog';
export * from './components/IconButton';
export * from './components/IframePage';
export * from './components/Input';
export * from './components/LockDialog';
export * from './components/LockScreen';
export * from './components/MenuIcon';
export * from './components/MenuSearch';
export * from './components/NavigationProgress';
export * from './components/NotificationPopover';
export * from './components/NumberInput';
export * from './components/PageHost';
export * from './components/Pagination';
export * from './components/Popover';
export * from './components/RadioGroup';
export * from './components/RegisterGuestDialog';
export * from './components/SafeHtml';
export * from './components/Select';
export * from './components/Sidebar';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/TagsBar';
export * from './components/Textarea';
export * from './components/ThemeDialog';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './components/TopBar';
export * from './components/Tree';
export * from './components/TreeAside';
export * from './components/TreeSelect';
export * from './components/Upload';
// i18n: the library's language (the i18next instance for an app's own strings is `@blade-console/ui/i18n`)
export * from './i18n/localeApi';
export { UiLocale, type UiTranslate, useBootTranslation, useLocale } from './i18n/translation';
export { registerUiStrings } from './i18n/uiStrings';
// Icons: the types of the library's own (lucide's drawings; the icons themselves are not exported)
export type { IconComponent, IconProps } from './icons/icon';
// Provider
export { ToasterOnDemand } from './provider/ToasterOnDemand';
export { UiProvider, type UiProviderProps } from './provider/UiProvider';
export * from './theme';
// Shared css fragments, for the console's and the site's own styles too
export { clampLines } from './utils/clampLines';
export { plainTable, scrollBox } from './utils/plainTable';
export { tileGrid } from './utils/tileGrid';
export { type Tone, toneColours } from './utils/tone';
export { useBusy } from './utils/useBusy';
export { useOnChange } from './utils/useOnChange';
export { oneOpenProps, useOneOpen } from './utils/useOneOpen';
export { useStableCallback } from './utils/useStableCallback';
export { VisuallyHidden, visuallyHidden } from './utils/visuallyHidden';
