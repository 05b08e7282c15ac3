export { NumberInput, type NumberInputProps } from './NumberInput';
export { clamp, formatNumber, type NumberBounds, parseNumber, roundTo, stepBy } from './numberLogic';
