export { TabPanel, Tabs } from './Tabs';
