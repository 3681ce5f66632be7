import text from '../../../locales/eng/campaign.json';
import { registerEnglish } from '../i18n.ts';

registerEnglish('campaign', text);
