import { defaultI18nProvider, type I18nProvider } from 'react-admin';

// Our accounts sign in with an e-mail address, not a user name.
const overrides: Record<string, string> = {
  'ra.auth.username': 'Email',
  'ra.auth.sign_in': 'Login',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => overrides[key] ?? defaultI18nProvider.translate(key, options),
};
