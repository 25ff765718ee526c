import { createElement } from 'react';
import { render } from '@react-email/render';
import type { Letter } from './letter';
import { Layout } from './layout';

/**
 * The HTML part of a letter. This module, React and React Email are imported by the mailer
 * with the first mail it sends (lib/mail.ts), not at start: the server's bundle leaves them
 * in node_modules (scripts/build-server.mjs, ADR 0028).
 */
export function renderHtml(letter: Letter): Promise<string> {
  return render(createElement(Layout, { letter }));
}
