import { type KeyboardCoordinateGetter, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from "@dnd-kit/core";

/**
 * How a board's cards are lifted: the mouse after 6 px (a click stays a click), a long press on a touch screen
 * (so that a swipe still scrolls the board on a phone), the keyboard from the card's grip, moving by the board's
 * own steps (`sortableBoardKeyboardCoordinates` or `columnKeyboardCoordinates`).
 */
export function useBoardSensors(keyboardSteps: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardSteps }),
  );
}
