import { DemoGamePage } from '@/features/games/screens/launch/DemoGamePage';

export default DemoGamePage;
