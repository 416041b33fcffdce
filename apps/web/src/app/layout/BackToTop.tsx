import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { BACK_TO_TOP_AFTER_PX } from '@portal/contract';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { layoutTexts } from './texts';

export function BackToTop() {
  // Only whether the page is scrolled far enough, from the scroll events: reading the position as the page mounts
  // (as Mantine's useWindowScroll does) would make the browser lay the page out in the middle of starting the app.
  const [scrolledDown, setScrolledDown] = useState(false);
  useWindowEvent('scroll', () => setScrolledDown(window.scrollY > BACK_TO_TOP_AFTER_PX));
  const t = useTexts(layoutTexts);
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scrolledDown}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            aria-label={t('backToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
