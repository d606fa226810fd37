// Mantine's CSS for the components the quick search adds to those the shell already loads
// (app/shell/mantine-styles.ts), loaded with the dialog.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
