// Mantine's CSS for the components this area adds to those the shell already loads (app/shell/mantine-styles.ts).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
