import { Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n';
import { sharesTexts } from './texts';

/** WhatsApp's link that opens a chat picker with this message typed in. */
const whatsAppLink = (message: string) => `https://wa.me/?${new URLSearchParams({ text: message })}`;

/**
 * Sends a share link: the phone's share sheet where the browser has one (Web Share API), else the link copied; and
 * WhatsApp, how most people here send a link. Drawn only in the browser, after the link is made.
 */
export function SendLink({ url }: { url: string }) {
  const t = useTexts(sharesTexts);
  const clipboard = useClipboard({ timeout: 2000 });
  const canShare = typeof navigator.share === 'function';
  const send = async () => {
    if (!canShare) return clipboard.copy(url);
    try {
      await navigator.share({ title: t('pageTitle'), url });
    } catch (error) {
      // Closing the sheet is the user's choice; a sheet that could not open falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) clipboard.copy(url);
    }
  };
  const copyIcon = clipboard.copied ? <IconCheck size={18} /> : <IconCopy size={18} />;
  return (
    <Group gap="xs" grow>
      <Button variant="default" onClick={send} leftSection={canShare ? <IconShare size={18} /> : copyIcon}>
        {clipboard.copied ? t('copied') : canShare ? t('share') : t('copy')}
      </Button>
      <Button
        component="a"
        href={whatsAppLink(t('whatsAppText', { url }))}
        target="_blank"
        rel="noopener noreferrer"
        color="teal.9"
        leftSection={<IconBrandWhatsapp size={18} />}
      >
        {t('whatsApp')}
      </Button>
    </Group>
  );
}
