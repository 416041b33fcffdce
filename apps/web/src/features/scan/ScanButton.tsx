import { ActionIcon } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { scanButtonTexts } from './button-texts';
import type { ScanKind } from './read-text';

// The camera, the readers and their wasm load only when a button is pressed: never with the page.
const ScanSheet = lazy(async () => ({ default: (await import('./ScanSheet')).ScanSheet }));

interface ScanButtonProps {
  kind: ScanKind;
  /** Called with the number the user confirmed (a search key: capitals and digits). */
  onRead: (value: string) => void;
}

/** A camera button beside a search field: opens the scan sheet, which fills the field with what the user confirms. */
export function ScanButton({ kind, onRead }: ScanButtonProps) {
  const t = useTexts(scanButtonTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t(kind === 'plate' ? 'scanPlate' : 'scanChassis')}
        title={t(kind === 'plate' ? 'scanPlate' : 'scanChassis')}
        onClick={() => setOpen(true)}
        data-testid={`scan-${kind}`}
      >
        <IconCamera size={20} />
      </ActionIcon>
      {open && (
        <Suspense>
          <ScanSheet
            kind={kind}
            onClose={() => setOpen(false)}
            onConfirm={(value) => {
              setOpen(false);
              onRead(value);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The search form's `fieldButton`: a scan of a plate beside the vehicle number, of a VIN beside the chassis number. */
export const scanButton = (field: 'vehicleNo' | 'vehChassisNo', fill: (value: string) => void) => (
  <ScanButton kind={field === 'vehicleNo' ? 'plate' : 'chassis'} onRead={fill} />
);
