// Mantine's CSS, one file per component used in the admin shell and its screens. Order matters:
// a component's CSS comes after the CSS of the components it is built on (Text before Anchor, …).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/AppShell.css';
