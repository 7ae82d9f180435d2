import { defaultI18nProvider, type I18nProvider } from 'react-admin';

// The few react-admin texts that read better for Wingshare; everything else is react-admin's English.
const overrides: Record<string, string> = {
  'ra.auth.username': 'Username or email',
  'ra.auth.auth_check_error': 'Please sign in to continue.',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => overrides[key] ?? defaultI18nProvider.translate(key, options),
};
