import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { BACK_TO_TOP_AFTER_PX } from '@portal/contract';
import { IconArrowUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { layoutTexts } from './texts';

/**
 * Back to top: after the specification's 160 px of scroll, and only while the reader is scrolling back up. A reader
 * going down the page is reading it, and a button floating over the text (a not-found card, a form's last field)
 * would hide what they read; one going up is on the way to the top, and the button saves the rest of the way.
 */
export function BackToTop() {
  // Only the scroll events, never a read of the position as the page mounts (as Mantine's useWindowScroll does):
  // that would make the browser lay the page out in the middle of starting the app.
  const [shown, setShown] = useState(false);
  const lastY = useRef(0);
  useWindowEvent('scroll', () => {
    const y = window.scrollY;
    setShown(y > BACK_TO_TOP_AFTER_PX && y < lastY.current);
    lastY.current = y;
  });
  const t = useTexts(layoutTexts);
  return (
    <Affix position={{ bottom: 16, right: 16 }}>
      <Transition transition="slide-up" mounted={shown}>
        {(style) => (
          <ActionIcon
            style={style}
            size="lg"
            radius="xl"
            aria-label={t('backToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
