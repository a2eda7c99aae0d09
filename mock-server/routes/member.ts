import { avatarImage } from '../images';
import { member, type DomainHandlers } from '../context';

export const CURRENCY_SYMBOL = '¥';

export const memberHandlers: DomainHandlers = {
  memberInfo: (ctx) => {
    const user = member(ctx);
    return {
      id: user.id,
      account: user.username,
      nickname: user.nickname,
      type: user.type,
      memberLabel: user.memberLabel,
      clubLabel: user.clubLabel,
      avatar: user.avatarType === 'STATIC' ? avatarImage(Number(user.avatar.split(':')[1]) || 1) : user.avatar,
      avatarType: user.avatarType as 'STATIC' | 'CUSTOM',
      email: user.email,
      mobileNum: user.mobileNum,
      realName: user.realName,
      registerTime: user.registerTime,
      hasPaymentPassword: false,
    };
  },
  memberWallet: (ctx) => ({ sumBalance: member(ctx).balance, currencySymbol: CURRENCY_SYMBOL }),
};
