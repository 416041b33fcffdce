/** The scan button's name, on the page before it is pressed; the sheet's sentences come with the sheet (texts/). */
export const en = {
  scanPlate: 'Scan the vehicle number with the camera',
  scanChassis: 'Scan the chassis number with the camera',
};
