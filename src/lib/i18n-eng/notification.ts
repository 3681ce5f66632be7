import text from '../../../locales/eng/notification.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('notification', text);
