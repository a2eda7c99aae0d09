import { LaunchGamePage } from '@/features/games/screens/launch/LaunchGamePage';

export default LaunchGamePage;
