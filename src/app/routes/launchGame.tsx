import { LaunchGamePage } from '@/features/games/launch/LaunchGamePage';

export default LaunchGamePage;
