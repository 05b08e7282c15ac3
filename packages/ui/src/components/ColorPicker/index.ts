export { ColorPicker, type ColorPickerProps } from './ColorPicker';
export { ACCENT_PRESETS } from './presets';
