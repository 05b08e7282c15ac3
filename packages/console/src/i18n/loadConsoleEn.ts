/**
 * The console's English strings of the public routes and the account forms, one chunk loaded the
 * first time English is needed; one constant, so that every registration of it loads it once.
 */
export const loadConsoleEn = () => import('./en').then((module) => module.en);
