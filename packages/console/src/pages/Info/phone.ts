/** The phone check of SPEC §5 lives with the field formats every side shares. */
export { PHONE_LENGTH, type PhoneProblem, phoneProblem } from '@blade-console/blade-schema';
