import text from '../../../locales/eng/errors.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('errors', text);
