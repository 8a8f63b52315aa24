"""Saved By Grace (24010, Weird West Edition) — outfit of the Law Dogs.
Noon, Boot: Target your skilled dude that is not at home to make a skill check against a
difficulty of 7. If successful, boot your dude to look at the top five cards of your deck plus
your dude's Blessed rating. You may discard a card from your hand to add one of those cards to
your hand. Shuffle your deck. Gain 1 ghost rock.

A skilled dude has a Huckster, Blessed, Shaman or Mad Scientist rating; one with more than one
checks with the skill his player picks (§7.1). Everything after "If successful" is the success:
a failed check does nothing more. Booting the dude pays for the look: a dude already booted
cannot, so he looks at nothing, but the deck is still shuffled and the ghost rock gained
(ruling saved-by-grace-booted-dude-does-not-look).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.effects import SKILLS
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone


class SavedByGrace(CardScript):
    code = "24010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", condition=self.skilled_and_not_at_home, controller="current"
            ),
            message="{player} uses {source} on {target}",
            handler=self.seek_grace,
        )

    def skills_of(self, dude: Card) -> list[str]:
        return [skill for skill in SKILLS if dude.skill(skill) is not None]

    def skilled_and_not_at_home(self, dude: Card, context: Context) -> bool:
        return bool(self.skills_of(dude)) and dude.location != context.player.home.uid

    def seek_grace(self, context: Context) -> Flow:
        dude, player = context.target, context.player
        assert dude is not None
        skills = self.skills_of(dude)
        skill = (
            skills[0]
            if len(skills) == 1
            else (yield from self.choose_option(context, skills, "Select a skill"))
        )
        check = yield from self.skill_check(context, dude, skill, 7)
        if not check.succeeded:
            return
        if not dude.booted:
            self.game.actions.boot(dude)
            looked = self.look_at_top_of_deck(context, 5 + (dude.skill("blessed") or 0))
            discarded = yield from self.may_select_card(context, list(player.hand), "Select a card")
            if discarded is not None:
                taken = yield from self.select_card(context, looked, "Select a card")
                self.game.actions.discard(discarded)
                self.game.actions.put_in_pile(taken, Zone.HAND)
                self.game.log.add("{0} discards {1} to take {2} into their hand", player, discarded, taken)
        self.game.actions.shuffle_deck(player)
        self.game.actions.gain(player, 1)
        self.game.log.add("{0} shuffles their deck and gains 1 ghost rock", player)
