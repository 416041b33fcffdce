import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { BACK_TO_TOP_AFTER_PX } from '@portal/contract';
import { IconArrowUp } from '@tabler/icons-react';

export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_AFTER_PX}>
        {(style) => (
          <ActionIcon style={style} size="xl" radius="xl" aria-label="Back to top" onClick={() => scrollTo({ y: 0 })}>
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
