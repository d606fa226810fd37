// The fees area's Mantine CSS, and what the coupon form adds to it: MultiSelect's pills and the switch.
import '../mantine-styles.ts';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Switch.css';
