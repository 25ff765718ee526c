import { ar } from './ar';
import { en } from './en';
import type { Lang, SiteContent } from './types';

export const languages: readonly Lang[] = ['en', 'ar'];
export const content: Record<Lang, SiteContent> = { en, ar };
