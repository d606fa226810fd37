// Mantine's CSS for the components this area adds to those the shell already loads (app/shell/mantine-styles.ts):
// without it the structure, line and reversal forms rendered as plain blocks under the page, not as dialogs.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
