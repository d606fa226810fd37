// Mantine's CSS for the components this area adds to those the shell already loads (app/shell/mantine-styles.ts).
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
