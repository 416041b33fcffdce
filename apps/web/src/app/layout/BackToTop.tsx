import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { BACK_TO_TOP_AFTER_PX } from '@portal/contract';
import { IconArrowUp } from '@tabler/icons-react';
import { useTexts } from '../i18n';
import { layoutTexts } from './texts';

export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const t = useTexts(layoutTexts);
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_AFTER_PX}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            aria-label={t('backToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
