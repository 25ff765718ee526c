import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { footerOf, headerOf, type Block, type Letter } from './letter';

/**
 * The brand colour: shade 7 of the app's palette (web/src/components/brand/palette.ts, which
 * the server does not import), white on it 5.2:1. Companies have no colour of their own yet;
 * when they do, it comes in on the Letter beside the company's name.
 */
export const BRAND = '#0b7a6e';
const INK = '#10201e';
const MUTED = '#4a5d5a';
const SOFT = '#f3f8f7';
const BORDER = '#d9e4e2';
// Mail programs have no web fonts to speak of: Tahoma and Arial carry Arabic on Windows and Apple.
const FONT = "'Segoe UI', Tahoma, Arial, 'Noto Sans Arabic', 'Noto Sans', sans-serif";

/**
 * A link's text may be one unbroken 150-character URL: without breaking anywhere it widens
 * the message past a phone's screen (the browser test measures 360 px).
 */
const breakable: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

function BlockView({ block, align }: { block: Block; align: 'left' | 'right' }) {
  const text: CSSProperties = { color: INK, fontSize: 15, lineHeight: '24px', margin: '0 0 16px', textAlign: align, ...breakable };
  switch (block.kind) {
    case 'p':
      return <Text style={text}>{block.text}</Text>;
    case 'note':
      return <Text style={{ ...text, color: MUTED, fontSize: 13, lineHeight: '20px' }}>{block.text}</Text>;
    case 'code':
      // A code is read left to right in either language, in Latin digits, as it is typed.
      return (
        <Text dir="ltr" style={{ ...text, fontSize: 30, letterSpacing: '6px', fontWeight: 700, textAlign: 'center', margin: '8px 0 24px' }}>
          {block.text}
        </Text>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 16px', textAlign: align }}>
          <Button
            href={block.href}
            style={{ backgroundColor: BRAND, color: '#ffffff', borderRadius: 6, padding: '12px 20px', fontSize: 15, fontWeight: 600 }}
          >
            {block.label}
          </Button>
          {/* The address too, for a mail program that hides buttons or a reader who copies it. */}
          <Text dir="ltr" style={{ ...text, color: MUTED, fontSize: 12, lineHeight: '18px', margin: '12px 0 0', textAlign: align }}>
            <Link href={block.href} style={{ color: BRAND, ...breakable }}>
              {block.href}
            </Link>
          </Text>
        </Section>
      );
    case 'facts':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.rows.map(([label, value]) => (
            <Text key={label} style={{ ...text, margin: '0 0 4px' }}>
              <strong>{label}:</strong> {value}
            </Text>
          ))}
        </Section>
      );
    case 'quote':
      return (
        <Section style={{ backgroundColor: SOFT, borderRadius: 6, padding: '12px 16px', margin: '0 0 16px' }}>
          <Text style={{ ...text, fontWeight: 600, margin: '0 0 4px' }}>{block.label}</Text>
          <Text style={{ ...text, margin: 0, whiteSpace: 'pre-wrap' }}>{block.text}</Text>
        </Section>
      );
  }
}

/**
 * One layout for every message: the direction and language of the recipient's, the company's
 * name on the brand colour, the content, and a footer saying who sent it. `dir` is set on the
 * body and the container as well as on <html>, as some web mail programs drop the <html> tag.
 */
export function Layout({ letter }: { letter: Letter }) {
  const dir = letter.lang === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  return (
    <Html lang={letter.lang} dir={dir}>
      <Head>
        <title>{letter.subject}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{letter.title}</Preview>
      <Body dir={dir} style={{ backgroundColor: SOFT, margin: 0, padding: '16px 0', fontFamily: FONT }}>
        <Container
          dir={dir}
          style={{ backgroundColor: '#ffffff', border: `1px solid ${BORDER}`, borderRadius: 8, maxWidth: 600, width: '100%' }}
        >
          <Section style={{ backgroundColor: BRAND, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}>
            <Text
              style={{ color: '#ffffff', fontSize: 18, fontWeight: 700, lineHeight: '24px', margin: 0, textAlign: align, ...breakable }}
            >
              {headerOf(letter)}
            </Text>
          </Section>
          <Section style={{ padding: '24px 24px 8px' }}>
            <Text
              style={{ color: INK, fontSize: 20, fontWeight: 700, lineHeight: '28px', margin: '0 0 16px', textAlign: align, ...breakable }}
            >
              {letter.title}
            </Text>
            {letter.blocks.map((block, i) => (
              <BlockView key={i} block={block} align={align} />
            ))}
          </Section>
          <Hr style={{ borderColor: BORDER, margin: 0 }} />
          <Section style={{ padding: '12px 24px 16px' }}>
            <Text style={{ color: MUTED, fontSize: 12, lineHeight: '18px', margin: 0, textAlign: align }}>{footerOf(letter)}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
