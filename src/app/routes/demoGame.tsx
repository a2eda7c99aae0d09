import { DemoGamePage } from '@/features/games/launch/DemoGamePage';

export default DemoGamePage;
