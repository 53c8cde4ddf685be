import { Injectable } from '@nestjs/common';
import { toProfileTagDto } from '../profile-tags/dto/profile-tag-response.dto';
import { ContributorDto, ContributorStatsDto } from './dto/contributor-response.dto';
import { ContributorsRepository } from './contributors.repository';

export const LEADERBOARD_SIZE = 100;

const euros = (cents: number) => Math.round(cents) / 100;

/** The public contributor ranking (spec §2.5). */
@Injectable()
export class ContributorsService {
  constructor(private readonly contributors: ContributorsRepository) {}

  async leaderboard(): Promise<ContributorDto[]> {
    const users = await this.contributors.ranking(LEADERBOARD_SIZE);
    const tags = await this.contributors.tagsByUser(users.map((u) => u.id));
    return users.map((u) => ({
      id: u.id,
      username: u.username,
      display_name: u.display_name,
      avatar: u.avatar,
      bio: u.bio,
      tags: (tags.get(u.id) ?? []).map(toProfileTagDto),
      article_count: u.articles_approved,
      total_earnings: euros(u.total_rewards_cents),
      joined_at: new Date(u.created_at).toISOString(),
    }));
  }

  async stats(): Promise<ContributorStatsDto> {
    const totals = await this.contributors.totals();
    const average = totals.contributors ? totals.articles / totals.contributors : 0;
    return {
      total_contributors: totals.contributors,
      total_articles: totals.articles,
      total_rewards_paid: euros(totals.rewardsCents),
      avg_articles_per_contributor: Math.round(average * 100) / 100,
    };
  }
}
